/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Main_Import_RefusedInputs */

const en_pricing_main_import_refused = /** @type {(inputs: Pricing_Main_Import_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nothing was imported: the file has a problem. Fix it and import the file again.`);
	return /** @type {LocalizedString} */ (`Nothing was imported: the file has ${i?.shown} problems. Fix them and import the file again.`)
	
};

const es_pricing_main_import_refused = /** @type {(inputs: Pricing_Main_Import_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`No se importó nada: el archivo tiene un problema. Corríjalo e importe el archivo de nuevo.`);
	return /** @type {LocalizedString} */ (`No se importó nada: el archivo tiene ${i?.shown} problemas. Corríjalos e importe el archivo de nuevo.`)
	
};

const en_xa2_pricing_main_import_refused = /** @type {(inputs: Pricing_Main_Import_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš íɱþóŕţéð: ţĥé ƒíļé ĥáš á þŕóƀļéɱ. Ƒíẋ íţ áñð íɱþóŕţ ţĥé ƒíļé áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš íɱþóŕţéð: ţĥé ƒíļé ĥáš ${i?.shown} þŕóƀļéɱš. Ƒíẋ ţĥéɱ áñð íɱþóŕţ ţĥé ƒíļé áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Nothing was imported: the file has a problem. Fix it and import the file again." |
* | * | "Nothing was imported: the file has {shown} problems. Fix them and import the file again." |
*
* @param {Pricing_Main_Import_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_import_refused = /** @type {((inputs: Pricing_Main_Import_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Import_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_import_refused(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_import_refused(inputs)
	return en_pricing_main_import_refused(inputs)
});