/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Price_Includes_AllInputs */

const en_pdf_price_includes_all = /** @type {(inputs: Pdf_Price_Includes_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price includes every charge for this service.`)
};

const es_pdf_price_includes_all = /** @type {(inputs: Pdf_Price_Includes_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio incluye todos los cargos de este servicio.`)
};

const en_xa2_pdf_price_includes_all = /** @type {(inputs: Pdf_Price_Includes_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þŕíçé íñçļúðéš éṽéŕý çĥáŕĝé ƒóŕ ţĥíš šéŕṽíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The price includes every charge for this service." |
*
* @param {Pdf_Price_Includes_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_price_includes_all = /** @type {((inputs?: Pdf_Price_Includes_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Price_Includes_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_price_includes_all(inputs)
	if (locale === "en-XA") return en_xa2_pdf_price_includes_all(inputs)
	return en_pdf_price_includes_all(inputs)
});