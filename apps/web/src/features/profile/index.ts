/** The profile screen (/profile). */
export { ProfileView } from './profile-view';
