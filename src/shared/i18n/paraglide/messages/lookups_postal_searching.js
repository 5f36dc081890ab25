/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_SearchingInputs */

const en_lookups_postal_searching = /** @type {(inputs: Lookups_Postal_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching postal codes for ${i?.searched}…`)
};

const es_lookups_postal_searching = /** @type {(inputs: Lookups_Postal_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando códigos postales para ${i?.searched}…`)
};

const en_xa2_lookups_postal_searching = /** @type {(inputs: Lookups_Postal_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ þóšţáļ çóðéš ƒóŕ ${i?.searched}… ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Searching postal codes for {searched}…" |
*
* @param {Lookups_Postal_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_searching = /** @type {((inputs: Lookups_Postal_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_searching(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_searching(inputs)
	return en_lookups_postal_searching(inputs)
});