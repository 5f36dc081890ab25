/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown>, searched: NonNullable<unknown> }} Autocomplete_None_FoundInputs */

const en_autocomplete_none_found = /** @type {(inputs: Autocomplete_None_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.noun} found for “${i?.searched}”. Check the spelling or try another name or code.`)
};

const es_autocomplete_none_found = /** @type {(inputs: Autocomplete_None_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró ningún resultado (${i?.noun}) para «${i?.searched}». Revise la ortografía o pruebe con otro nombre o código.`)
};

const en_xa2_autocomplete_none_found = /** @type {(inputs: Autocomplete_None_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ${i?.noun} ƒóúñð ƒóŕ “${i?.searched}”. Çĥéçķ ţĥé šþéļļíñĝ óŕ ţŕý áñóţĥéŕ ñáɱé óŕ çóðé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No {noun} found for “{searched}”. Check the spelling or try another name or code." |
*
* @param {Autocomplete_None_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_none_found = /** @type {((inputs: Autocomplete_None_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_None_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_none_found(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_none_found(inputs)
	return en_autocomplete_none_found(inputs)
});