/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_DescriptionInputs */

const en_appearance_description = /** @type {(inputs: Appearance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Freight Desk looks and speaks on this computer.`)
};

const es_appearance_description = /** @type {(inputs: Appearance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se ve y en qué idioma habla Freight Desk en este equipo.`)
};

const en_xa2_appearance_description = /** @type {(inputs: Appearance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ Ƒŕéíĝĥţ Ðéšķ ļóóķš áñð šþéáķš óñ ţĥíš çóɱþúţéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "How Freight Desk looks and speaks on this computer." |
*
* @param {Appearance_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_description = /** @type {((inputs?: Appearance_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_description(inputs)
	if (locale === "en-XA") return en_xa2_appearance_description(inputs)
	return en_appearance_description(inputs)
});