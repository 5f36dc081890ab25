/**
* | output |
* | --- |
* | "Fields not accepted: {keys}" |
*
* @param {Ipc_Input_Unknown_FieldsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_unknown_fields: ((inputs: Ipc_Input_Unknown_FieldsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Unknown_FieldsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Unknown_FieldsInputs = {
    keys: NonNullable<unknown>;
};
