/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_Currencies_NoteInputs */

const en_rating_filter_currencies_note = /** @type {(inputs: Rating_Filter_Currencies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates in several currencies: each range applies to the amounts in its own currency; nothing is converted.`)
};

const es_rating_filter_currencies_note = /** @type {(inputs: Rating_Filter_Currencies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas en varias monedas: cada rango se aplica a los importes en su propia moneda; no se convierte nada.`)
};

const en_xa2_rating_filter_currencies_note = /** @type {(inputs: Rating_Filter_Currencies_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš íñ šéṽéŕáļ çúŕŕéñçíéš: éáçĥ ŕáñĝé áþþļíéš ţó ţĥé áɱóúñţš íñ íţš óŵñ çúŕŕéñçý; ñóţĥíñĝ íš çóñṽéŕţéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Rates in several currencies: each range applies to the amounts in its own currency; nothing is converted." |
*
* @param {Rating_Filter_Currencies_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_currencies_note = /** @type {((inputs?: Rating_Filter_Currencies_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Currencies_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_currencies_note(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_currencies_note(inputs)
	return en_rating_filter_currencies_note(inputs)
});