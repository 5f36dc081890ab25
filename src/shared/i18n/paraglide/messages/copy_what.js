/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Copy_WhatInputs */

const en_copy_what = /** @type {(inputs: Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy ${i?.what}`)
};

const es_copy_what = /** @type {(inputs: Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiar ${i?.what}`)
};

const en_xa2_copy_what = /** @type {(inputs: Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóþý ${i?.what} ·]`)
};

/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_what = /** @type {((inputs: Copy_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_copy_what(inputs)
	if (locale === "en-XA") return en_xa2_copy_what(inputs)
	return en_copy_what(inputs)
});