/** Google Business Profile screens: /gmb-manager and the sign-in's return page /gmb-callback. */
export { GmbCallbackView } from './gmb-callback-view';
export { GmbManagerView } from './gmb-manager-view';
