/**
* | output |
* | --- |
* | "This request did not come from the Freight Desk window." |
*
* @param {Main_Ipc_Untrusted_SenderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_ipc_untrusted_sender: ((inputs?: Main_Ipc_Untrusted_SenderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Ipc_Untrusted_SenderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Ipc_Untrusted_SenderInputs = {};
