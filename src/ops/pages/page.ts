// What a page of the console is: its navigation item, if any, and how it adds its routes (index.ts lists them).
import type { Console } from '../context.ts';
import type { NavItem } from '../layout.ts';

export interface ConsolePage {
  /** Its entry in the navigation; pages reached from others (a transfer's story, a search) have none. */
  nav?: NavItem;
  register(c: Console): void;
}
