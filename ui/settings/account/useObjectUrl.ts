import { useEffect, useState } from "react";

/** A `blob:` address showing `file` while it is on screen, released when the file changes or goes. */
export const useObjectUrl = (file: Blob | null): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
};
