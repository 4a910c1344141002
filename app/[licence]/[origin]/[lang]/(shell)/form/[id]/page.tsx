import type { Metadata } from "next";
import { FormScreen } from "@/components/forms/form-screen";
import { Providers } from "@/components/providers";
import { formMetadata, loadForm, type FormParams } from "./load-form";

type Props = { params: FormParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return formMetadata(params);
}

/** The form screen (000 section 2): the menu's form by id, else the browser fetches it. */
export default async function FormPage({ params }: Props) {
  return (
    <Providers>
      <FormScreen {...await loadForm(params)} />
    </Providers>
  );
}

/** Rendered on its first request per id, then cached (the root layout's revalidate). */
export function generateStaticParams(): { id: string }[] {
  return [];
}
