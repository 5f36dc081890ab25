/**
* | minPlural | output |
* | --- | --- |
* | "one" | "At least {min} character" |
* | * | "At least {min} characters" |
*
* @param {Ipc_Input_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_short: ((inputs: Ipc_Input_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
