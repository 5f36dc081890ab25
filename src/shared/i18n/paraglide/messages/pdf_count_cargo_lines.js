/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_Cargo_LinesInputs */

const en_pdf_count_cargo_lines = /** @type {(inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cargo line`);
	return /** @type {LocalizedString} */ (`${i?.count} cargo lines`)
	
};

const es_pdf_count_cargo_lines = /** @type {(inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} línea de carga`);
	return /** @type {LocalizedString} */ (`${i?.count} líneas de carga`)
	
};

const en_xa2_pdf_count_cargo_lines = /** @type {(inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} çáŕĝó ļíñé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} çáŕĝó ļíñéš ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cargo line" |
* | * | "{count} cargo lines" |
*
* @param {Pdf_Count_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_cargo_lines = /** @type {((inputs: Pdf_Count_Cargo_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_Cargo_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_count_cargo_lines(inputs)
	if (locale === "en-XA") return en_xa2_pdf_count_cargo_lines(inputs)
	return en_pdf_count_cargo_lines(inputs)
});