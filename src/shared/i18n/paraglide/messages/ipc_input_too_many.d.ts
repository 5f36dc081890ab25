/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most {max} item" |
* | * | "At most {max} items" |
*
* @param {Ipc_Input_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_many: ((inputs: Ipc_Input_Too_ManyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_ManyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_ManyInputs = {
    max: NonNullable<unknown>;
};
