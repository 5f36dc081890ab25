/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_TitleInputs */

const en_lookups_postal_title = /** @type {(inputs: Lookups_Postal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal codes`)
};

const es_lookups_postal_title = /** @type {(inputs: Lookups_Postal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos postales`)
};

const en_xa2_lookups_postal_title = /** @type {(inputs: Lookups_Postal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Postal codes" |
*
* @param {Lookups_Postal_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_title = /** @type {((inputs?: Lookups_Postal_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_title(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_title(inputs)
	return en_lookups_postal_title(inputs)
});