/**
* | output |
* | --- |
* | "Must be one of {values}" |
*
* @param {Ipc_Input_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_one_of: ((inputs: Ipc_Input_One_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_One_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_One_OfInputs = {
    values: NonNullable<unknown>;
};
