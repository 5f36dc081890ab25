/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Containers_CountInputs */

const en_lookups_containers_count = /** @type {(inputs: Lookups_Containers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} container type`);
	return /** @type {LocalizedString} */ (`${i?.shown} container types`)
	
};

const es_lookups_containers_count = /** @type {(inputs: Lookups_Containers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tipo de contenedor`);
	return /** @type {LocalizedString} */ (`${i?.shown} tipos de contenedor`)
	
};

const en_xa2_lookups_containers_count = /** @type {(inputs: Lookups_Containers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕ ţýþé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕ ţýþéš ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container type" |
* | * | "{shown} container types" |
*
* @param {Lookups_Containers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_count = /** @type {((inputs: Lookups_Containers_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Containers_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_containers_count(inputs)
	if (locale === "en-XA") return en_xa2_lookups_containers_count(inputs)
	return en_lookups_containers_count(inputs)
});