/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PalletsInputs */

const en_pdf_count_pallets = /** @type {(inputs: Pdf_Count_PalletsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pallet`);
	return /** @type {LocalizedString} */ (`${i?.count} pallets`)
	
};

const es_pdf_count_pallets = /** @type {(inputs: Pdf_Count_PalletsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} palé`);
	return /** @type {LocalizedString} */ (`${i?.count} palés`)
	
};

const en_xa2_pdf_count_pallets = /** @type {(inputs: Pdf_Count_PalletsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þáļļéţ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þáļļéţš ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pallet" |
* | * | "{count} pallets" |
*
* @param {Pdf_Count_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pallets = /** @type {((inputs: Pdf_Count_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_count_pallets(inputs)
	if (locale === "en-XA") return en_xa2_pdf_count_pallets(inputs)
	return en_pdf_count_pallets(inputs)
});