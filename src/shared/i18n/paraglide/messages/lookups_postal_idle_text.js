/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_Idle_TextInputs */

const en_lookups_postal_idle_text = /** @type {(inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the country, type a city or the first digits of a postal code, and press Enter.`)
};

const es_lookups_postal_idle_text = /** @type {(inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija el país, escriba una ciudad o los primeros dígitos de un código postal, y pulse Intro.`)
};

const en_xa2_lookups_postal_idle_text = /** @type {(inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ţĥé çóúñţŕý, ţýþé á çíţý óŕ ţĥé ƒíŕšţ ðíĝíţš óƒ á þóšţáļ çóðé, áñð þŕéšš Éñţéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Choose the country, type a city or the first digits of a postal code, and press Enter." |
*
* @param {Lookups_Postal_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_idle_text = /** @type {((inputs?: Lookups_Postal_Idle_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_Idle_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_idle_text(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_idle_text(inputs)
	return en_lookups_postal_idle_text(inputs)
});