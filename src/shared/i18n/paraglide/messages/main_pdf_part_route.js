/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_RouteInputs */

const en_main_pdf_part_route = /** @type {(inputs: Main_Pdf_Part_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the route`)
};

const es_main_pdf_part_route = /** @type {(inputs: Main_Pdf_Part_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la ruta`)
};

const en_xa2_main_pdf_part_route = /** @type {(inputs: Main_Pdf_Part_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕóúţé ·~ ]`)
};

/**
* | output |
* | --- |
* | "the route" |
*
* @param {Main_Pdf_Part_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_route = /** @type {((inputs?: Main_Pdf_Part_RouteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_RouteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_route(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_route(inputs)
	return en_main_pdf_part_route(inputs)
});