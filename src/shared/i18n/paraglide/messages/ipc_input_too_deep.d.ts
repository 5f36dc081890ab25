/**
* | output |
* | --- |
* | "nested more than {max} levels deep, which no form is" |
*
* @param {Ipc_Input_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_deep: ((inputs: Ipc_Input_Too_DeepInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_DeepInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_DeepInputs = {
    max: NonNullable<unknown>;
};
