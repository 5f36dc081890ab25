/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_what: ((inputs: Copy_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
