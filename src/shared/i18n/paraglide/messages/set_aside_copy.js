/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Set_Aside_CopyInputs */

const en_set_aside_copy = /** @type {(inputs: Set_Aside_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The copy:`)
};

const es_set_aside_copy = /** @type {(inputs: Set_Aside_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La copia:`)
};

const en_xa2_set_aside_copy = /** @type {(inputs: Set_Aside_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóþý: ·~ ]`)
};

/**
* | output |
* | --- |
* | "The copy:" |
*
* @param {Set_Aside_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_copy = /** @type {((inputs?: Set_Aside_CopyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_CopyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_set_aside_copy(inputs)
	if (locale === "en-XA") return en_xa2_set_aside_copy(inputs)
	return en_set_aside_copy(inputs)
});