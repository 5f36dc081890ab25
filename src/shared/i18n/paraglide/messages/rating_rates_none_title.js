/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rates_None_TitleInputs */

const en_rating_rates_none_title = /** @type {(inputs: Rating_Rates_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No carrier offers this shipment`)
};

const es_rating_rates_none_title = /** @type {(inputs: Rating_Rates_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún transportista ofrece este envío`)
};

const en_xa2_rating_rates_none_title = /** @type {(inputs: Rating_Rates_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çáŕŕíéŕ óƒƒéŕš ţĥíš šĥíþɱéñţ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No carrier offers this shipment" |
*
* @param {Rating_Rates_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_title = /** @type {((inputs?: Rating_Rates_None_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_None_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_none_title(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_none_title(inputs)
	return en_rating_rates_none_title(inputs)
});