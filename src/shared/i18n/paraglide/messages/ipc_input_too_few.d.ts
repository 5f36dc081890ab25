/**
* | minPlural | output |
* | --- | --- |
* | "one" | "At least {min} item" |
* | * | "At least {min} items" |
*
* @param {Ipc_Input_Too_FewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_few: ((inputs: Ipc_Input_Too_FewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_FewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_FewInputs = {
    min: NonNullable<unknown>;
};
