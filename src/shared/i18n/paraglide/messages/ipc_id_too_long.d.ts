/**
* | output |
* | --- |
* | "{what} is too long (at most {max} characters)" |
*
* @param {Ipc_Id_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_too_long: ((inputs: Ipc_Id_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Id_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Id_Too_LongInputs = {
    what: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
