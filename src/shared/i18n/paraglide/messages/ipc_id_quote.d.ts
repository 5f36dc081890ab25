/**
* | output |
* | --- |
* | "quoteId" |
*
* @param {Ipc_Id_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_quote: ((inputs?: Ipc_Id_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Id_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Id_QuoteInputs = {};
