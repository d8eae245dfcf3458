import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '@leadchat/contract';

function formatDay(date: string): string {
  // Noon avoids the date shifting across a time-zone boundary when displayed.
  return new Date(`${date}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** Conversations and leads per day over the last 7 days; the same figures as a table for screen readers. */
export function DailyChart({ daily }: { daily: Analytics['daily'] }) {
  const data = daily.map((day) => ({ ...day, label: formatDay(day.date) }));
  return (
    <div>
      <div className="h-72 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {/* The table below is the accessible version; the drawing stays out of the tab order. */}
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12, fill: '#475569' }}
              tickLine={false}
              axisLine={false}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fontSize: 12, fill: '#475569' }}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip cursor={{ fill: '#f1f5f9' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="conversations" name="Conversations" fill="#7c3aed" radius={[4, 4, 0, 0]} />
            <Bar dataKey="leads" name="Leads" fill="#059669" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Conversations and leads per day, last 7 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Conversations</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {data.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.label}</th>
              <td>{day.conversations}</td>
              <td>{day.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
