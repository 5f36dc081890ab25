/**
* | output |
* | --- |
* | "Checking the connection…" |
*
* @param {Connection_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const connection_checking: ((inputs?: Connection_CheckingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_CheckingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Connection_CheckingInputs = {};
