/**
* | output |
* | --- |
* | "A draft must be form data (JSON) of at most {size}" |
*
* @param {Ipc_Draft_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_draft_value: ((inputs: Ipc_Draft_ValueInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Draft_ValueInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Draft_ValueInputs = {
    size: NonNullable<unknown>;
};
