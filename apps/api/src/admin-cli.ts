/** `npm run admin -- grant EMAIL` / `revoke EMAIL`: change a user's admin role from the shell. */
console.error('admin CLI not implemented yet');
process.exit(1);
