/**
* | output |
* | --- |
* | "At most {max}" |
*
* @param {Ipc_Input_Too_BigInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_big: ((inputs: Ipc_Input_Too_BigInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_BigInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_BigInputs = {
    max: NonNullable<unknown>;
};
