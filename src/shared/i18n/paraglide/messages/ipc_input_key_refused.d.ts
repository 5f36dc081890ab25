/**
* | output |
* | --- |
* | "a field named \"{key}\" is not accepted" |
*
* @param {Ipc_Input_Key_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_key_refused: ((inputs: Ipc_Input_Key_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Key_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Key_RefusedInputs = {
    key: NonNullable<unknown>;
};
