/**
* | output |
* | --- |
* | "A form key prefix is 1 to 120 letters, digits or . / : _ -" |
*
* @param {Ipc_Form_Key_PrefixInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_form_key_prefix: ((inputs?: Ipc_Form_Key_PrefixInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Form_Key_PrefixInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Form_Key_PrefixInputs = {};
