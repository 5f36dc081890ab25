/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_ContainersInputs */

const en_pdf_count_containers = /** @type {(inputs: Pdf_Count_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} container`);
	return /** @type {LocalizedString} */ (`${i?.count} containers`)
	
};

const es_pdf_count_containers = /** @type {(inputs: Pdf_Count_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contenedor`);
	return /** @type {LocalizedString} */ (`${i?.count} contenedores`)
	
};

const en_xa2_pdf_count_containers = /** @type {(inputs: Pdf_Count_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} çóñţáíñéŕ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} çóñţáíñéŕš ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} container" |
* | * | "{count} containers" |
*
* @param {Pdf_Count_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_containers = /** @type {((inputs: Pdf_Count_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_count_containers(inputs)
	if (locale === "en-XA") return en_xa2_pdf_count_containers(inputs)
	return en_pdf_count_containers(inputs)
});