// The dashboard's pages write HTML with the escaping tag the operator console shares (src/web/html.ts).
export * from '../web/html.ts';
