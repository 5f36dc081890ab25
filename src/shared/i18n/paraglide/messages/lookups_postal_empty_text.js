/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_Empty_TextInputs */

const en_lookups_postal_empty_text = /** @type {(inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the country and the spelling; a postal code can be typed in part (“080”).`)
};

const es_lookups_postal_empty_text = /** @type {(inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe el país y la ortografía; un código postal puede escribirse en parte («080»).`)
};

const en_xa2_lookups_postal_empty_text = /** @type {(inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé çóúñţŕý áñð ţĥé šþéļļíñĝ; á þóšţáļ çóðé çáñ ƀé ţýþéð íñ þáŕţ (“080”). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Check the country and the spelling; a postal code can be typed in part (“080”)." |
*
* @param {Lookups_Postal_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_empty_text = /** @type {((inputs?: Lookups_Postal_Empty_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_Empty_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_empty_text(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_empty_text(inputs)
	return en_lookups_postal_empty_text(inputs)
});