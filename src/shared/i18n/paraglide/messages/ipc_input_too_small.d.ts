/**
* | output |
* | --- |
* | "At least {min}" |
*
* @param {Ipc_Input_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_small: ((inputs: Ipc_Input_Too_SmallInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_SmallInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_SmallInputs = {
    min: NonNullable<unknown>;
};
