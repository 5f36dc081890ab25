/**
* | output |
* | --- |
* | "more than {max} values in one input, which no form has" |
*
* @param {Ipc_Input_Too_Many_ValuesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_many_values: ((inputs: Ipc_Input_Too_Many_ValuesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_Many_ValuesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_Many_ValuesInputs = {
    max: NonNullable<unknown>;
};
