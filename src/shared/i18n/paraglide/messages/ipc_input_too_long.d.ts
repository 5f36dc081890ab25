/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most {max} character" |
* | * | "At most {max} characters" |
*
* @param {Ipc_Input_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_long: ((inputs: Ipc_Input_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Too_LongInputs = {
    max: NonNullable<unknown>;
};
