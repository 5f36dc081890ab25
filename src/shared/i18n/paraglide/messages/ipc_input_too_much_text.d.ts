/**
* | output |
* | --- |
* | "more than {max} characters of text in one input" |
*
* @param {Ipc_Input_Too_Much_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_much_text: ((inputs: Ipc_Input_Too_Much_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_Much_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_Much_TextInputs = {
    max: NonNullable<unknown>;
};
