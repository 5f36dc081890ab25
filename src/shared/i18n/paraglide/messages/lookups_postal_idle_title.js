/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_Idle_TitleInputs */

const en_lookups_postal_idle_title = /** @type {(inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for a postal code`)
};

const es_lookups_postal_idle_title = /** @type {(inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque un código postal`)
};

const en_xa2_lookups_postal_idle_title = /** @type {(inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ƒóŕ á þóšţáļ çóðé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Search for a postal code" |
*
* @param {Lookups_Postal_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_idle_title = /** @type {((inputs?: Lookups_Postal_Idle_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_Idle_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_idle_title(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_idle_title(inputs)
	return en_lookups_postal_idle_title(inputs)
});