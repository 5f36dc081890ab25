/**
* | output |
* | --- |
* | "Expected {kind}" |
*
* @param {Ipc_Input_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_kind: ((inputs: Ipc_Input_KindInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_KindInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_KindInputs = {
    kind: NonNullable<unknown>;
};
