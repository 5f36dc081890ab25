/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_LabelInputs */

const en_lookups_postal_label = /** @type {(inputs: Lookups_Postal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or postal code`)
};

const es_lookups_postal_label = /** @type {(inputs: Lookups_Postal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad o código postal`)
};

const en_xa2_lookups_postal_label = /** @type {(inputs: Lookups_Postal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý óŕ þóšţáļ çóðé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Lookups_Postal_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_label = /** @type {((inputs?: Lookups_Postal_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_label(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_label(inputs)
	return en_lookups_postal_label(inputs)
});