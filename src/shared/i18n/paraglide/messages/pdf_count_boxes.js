/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_BoxesInputs */

const en_pdf_count_boxes = /** @type {(inputs: Pdf_Count_BoxesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} box`);
	return /** @type {LocalizedString} */ (`${i?.count} boxes`)
	
};

const es_pdf_count_boxes = /** @type {(inputs: Pdf_Count_BoxesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} caja`);
	return /** @type {LocalizedString} */ (`${i?.count} cajas`)
	
};

const en_xa2_pdf_count_boxes = /** @type {(inputs: Pdf_Count_BoxesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ƀóẋ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ƀóẋéš ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} box" |
* | * | "{count} boxes" |
*
* @param {Pdf_Count_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_boxes = /** @type {((inputs: Pdf_Count_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_count_boxes(inputs)
	if (locale === "en-XA") return en_xa2_pdf_count_boxes(inputs)
	return en_pdf_count_boxes(inputs)
});