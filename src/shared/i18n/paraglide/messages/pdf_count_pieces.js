/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PiecesInputs */

const en_pdf_count_pieces = /** @type {(inputs: Pdf_Count_PiecesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} piece)`);
	return /** @type {LocalizedString} */ (`(${i?.count} pieces)`)
	
};

const es_pdf_count_pieces = /** @type {(inputs: Pdf_Count_PiecesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} bulto)`);
	return /** @type {LocalizedString} */ (`(${i?.count} bultos)`)
	
};

const en_xa2_pdf_count_pieces = /** @type {(inputs: Pdf_Count_PiecesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[(${i?.count} þíéçé) ·~ ]`);
	return /** @type {LocalizedString} */ (`[(${i?.count} þíéçéš) ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} piece)" |
* | * | "({count} pieces)" |
*
* @param {Pdf_Count_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pieces = /** @type {((inputs: Pdf_Count_PiecesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_PiecesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_count_pieces(inputs)
	if (locale === "en-XA") return en_xa2_pdf_count_pieces(inputs)
	return en_pdf_count_pieces(inputs)
});