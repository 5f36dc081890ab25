/**
* | output |
* | --- |
* | "{what} must not hold line breaks or other control characters" |
*
* @param {Ipc_Id_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_control_characters: ((inputs: Ipc_Id_Control_CharactersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Id_Control_CharactersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Id_Control_CharactersInputs = {
    what: NonNullable<unknown>;
};
