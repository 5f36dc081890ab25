/**
* | output |
* | --- |
* | "a group of fields" |
*
* @param {Ipc_Input_Kind_ObjectInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_kind_object: ((inputs?: Ipc_Input_Kind_ObjectInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Kind_ObjectInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Kind_ObjectInputs = {};
