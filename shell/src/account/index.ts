// What the account feature shares with the rest of the shell (the layout's header shows the menu).
export { AccountMenu } from './AccountMenu';
export { loginPathFor } from './guard';
