export const VITALS_INIT: string;
export const READ_VITALS: string;
export type LcpEntry = { time: number; size: number; element: string | null };
export type Vitals = {
  lcpMs: number | null;
  lcpElement: string | null;
  lcpSize: number | null;
  cls: number;
  /** Layout shift once the widget's element was there, or of its own nodes. */
  widgetCls: number;
  widgetAddedAt: number | null;
  widgetLcpEntries: number;
  lcp: LcpEntry[];
  shifts: {
    time: number;
    value: number;
    hadRecentInput: boolean;
    sources: { node: string | null; inWidget: boolean; from: number[]; to: number[] }[];
  }[];
  longTasks: { time: number; duration: number }[];
  frames: {
    time: number;
    duration: number;
    blockingDuration: number;
    scripts: { source: string; invoker: string; duration: number }[];
  }[];
  events: { time: number; name: string; duration: number; mainThread: number }[];
  now: number;
};
