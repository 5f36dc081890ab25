/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_Free_ContainersInputs */

const en_tracking_free_containers = /** @type {(inputs: Tracking_Free_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} container`);
	return /** @type {LocalizedString} */ (`${i?.shown} containers`)
	
};

const es_tracking_free_containers = /** @type {(inputs: Tracking_Free_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} contenedor`);
	return /** @type {LocalizedString} */ (`${i?.shown} contenedores`)
	
};

const en_xa2_tracking_free_containers = /** @type {(inputs: Tracking_Free_ContainersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕš ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container" |
* | * | "{shown} containers" |
*
* @param {Tracking_Free_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers = /** @type {((inputs: Tracking_Free_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_containers(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_containers(inputs)
	return en_tracking_free_containers(inputs)
});